/** A question of a demo template, with how the demo inspectors answer it. */
export type DemoQuestion =
  | {
      type: 'yesno' | 'oknot';
      title: string;
      /** How often the negative (failed) answer is given. */
      failRate: number;
      /** When set: answering No requires a note and shows this follow-up question (a rule). */
      followUp?: string;
    }
  | { type: 'number'; title: string; min: number; max: number; typical: readonly [number, number] }
  | { type: 'text'; title: string; answers: readonly string[] }
  | { type: 'photo'; title: string };

/** A section of questions. */
export interface DemoSection {
  title: string;
  questions: readonly DemoQuestion[];
}

/** A page of sections. */
export interface DemoPage {
  title: string;
  sections: readonly DemoSection[];
}

/** A demo template: its pages, the document number prefix, the share of demo inspections and its asset type. */
export interface DemoTemplateSpec {
  title: string;
  description: string;
  /** Document numbers read `<prefix>-1001`, `<prefix>-1002`, … */
  prefix: string;
  /** Relative number of demo inspections made of it. */
  share: number;
  /** The asset question on the title page and the demo asset type it picks from. */
  asset?: { question: string; type: string };
  pages: readonly DemoPage[];
  signature: string;
}

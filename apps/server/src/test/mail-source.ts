/** One received e-mail as tests read it. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  receivedAt: Date;
}

/** Where a test reads the mail the app sent: the outbox table (test/outbox.ts) or a loopback SMTP server. */
export interface MailSource {
  /** Every message received so far, newest first. */
  messages(): Promise<ReceivedMail[]>;
}

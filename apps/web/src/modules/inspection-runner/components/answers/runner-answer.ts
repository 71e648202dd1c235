import type { Item } from '@fieldbook/domain/templates';
import type { ItemState } from '@fieldbook/domain/rules';
import type { ComponentType } from 'react';
import type { LocalAnswer } from '../../local/runner-db';
import type { LoadedRunner } from '../../use-runner';

/** What a live answer control of the runner gets: the item, its state, the device's answer and the runner. */
export interface RunnerAnswerProps {
  item: Item;
  state: ItemState;
  label: string;
  answer: LocalAnswer | undefined;
  runner: Pick<LoadedRunner, 'record' | 'storeFile' | 'session'>;
}

/** One family of the runner's live answer controls (records, media, signature). */
export type RunnerAnswerControl = ComponentType<RunnerAnswerProps>;

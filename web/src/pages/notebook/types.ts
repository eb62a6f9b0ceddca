import type { Schema } from '../../client/rest';
import { t } from './messages';

/** The notebook's REST shapes, by the names the notebook's files use (all from the API's document). */
export type BlockView = Schema<'NotebookBlock'>;
export type PageSummary = Schema<'NotebookPageSummary'>;
export type PageView = Schema<'NotebookPage'>;
export type BoardView = Schema<'Board'>;
export type NodeView = Schema<'BoardNodeView'>;
export type CardView = Schema<'Card'>;
export type SourceSummary = Schema<'Source'>;
export type Citation = Schema<'Citation'>;
export type CitedAnswer = Schema<'CitedAnswer'>;
export type QuizView = Schema<'Quiz'>;

/** The page's tabs, in the route after its id (`#/notebook/nbp_…/board`). */
const tab = <I extends 'notes' | 'board' | 'cards' | 'sources' | 'study'>(id: I) => ({
  id,
  /** In the page's language, read when drawn. */
  get label() {
    return t(`tab_${id}`);
  },
});
export const TABS = [tab('notes'), tab('board'), tab('cards'), tab('sources'), tab('study')] as const;
export type TabId = (typeof TABS)[number]['id'];
export const tabOf = (t: string | undefined): TabId => TABS.find((x) => x.id === t)?.id ?? 'notes';

/** A page's or step's status in the page's language (each read when drawn). */
export const STATUS_LABEL = {
  get TO_STUDY() {
    return t('status_TO_STUDY');
  },
  get STUDYING() {
    return t('status_STUDYING');
  },
  get DONE() {
    return t('status_DONE');
  },
};

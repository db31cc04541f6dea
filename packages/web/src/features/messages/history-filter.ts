import type { FeedbackRating, MessageSource } from '@loomflow/core';
import type { MessageHistoryFilter } from '../../api/message-history.api.ts';

/** The filters as the dialog edits them: days (`YYYY-MM-DD`, UTC) and the chosen sources and rating. */
export interface HistoryFilterState {
  readonly startDate: string;
  readonly endDate: string;
  readonly sources: readonly MessageSource[];
  readonly rating: FeedbackRating | '';
}

export const NO_FILTER: HistoryFilterState = { startDate: '', endDate: '', sources: [], rating: '' };

/** The request filter: days as they are (the server reads an end day as the whole day). */
export function historyFilter(state: HistoryFilterState): MessageHistoryFilter {
  return {
    ...(state.sources.length > 0 ? { sources: state.sources } : {}),
    ...(state.startDate ? { startDate: state.startDate } : {}),
    ...(state.endDate ? { endDate: state.endDate } : {}),
    ...(state.rating ? { feedbackTypes: [state.rating] } : {}),
  };
}

/** A range that ends before it starts is refused before asking the server. */
export function filterProblem(state: HistoryFilterState): string | undefined {
  if (state.startDate && state.endDate && state.endDate < state.startDate)
    return 'The end date is before the start date';
  return undefined;
}

import { Feedback, FeedbackList } from '../../../../core/feedback/responses';
import { submitFeedback } from '../../../../core/feedback/service';
import type { OperationSpec, RouteKey } from '../operation';
import { page } from '../page';

export const feedbackPaths = {
  'POST /feedback': { summary: 'Submit feedback', input: submitFeedback.schema, responses: { 201: Feedback } },
  'GET /feedback': { summary: 'The feedback the person sent', responses: { 200: FeedbackList } },
} satisfies Record<RouteKey, OperationSpec>;

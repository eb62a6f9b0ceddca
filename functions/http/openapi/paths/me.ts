import { Configuration } from '../../../../core/configuration/responses';
import { updateConfiguration } from '../../../../core/configuration/service';
import { AccountDeleting, ExportRunning, Me } from '../../../../core/users/responses';
import { userProgress } from '../../../../core/xp/progress';
import { Progress } from '../../../../core/xp/responses';
import type { OperationSpec, RouteKey } from '../operation';
import { page } from '../page';

export const mePaths = {
  'GET /me': { summary: 'The signed-in person', responses: { 200: Me } },
  'DELETE /me': { summary: 'Delete the account (204 when gone, 202 while its purge runs); tokens stop working at once', responses: { 204: null, 202: AccountDeleting } },
  'GET /me/progress': { summary: 'User progress', input: userProgress.schema, responses: { 200: Progress } },
  'GET /me/configuration': { summary: "The person's settings", responses: { 200: Configuration } },
  'PATCH /me/configuration': { summary: 'Update configuration', input: updateConfiguration.schema, responses: { 200: Configuration } },
  'GET /me/export': {
    summary: 'Export every piece of the person\'s data: 303 to a short-lived link of the JSON document',
    description: 'A large account\'s document is written off the request: 202 with the running export (Retry-After: 2); the same request again answers 202 until it is finished, then the 303, once.',
    responses: { 303: null, 202: ExportRunning },
  },
} satisfies Record<RouteKey, OperationSpec>;

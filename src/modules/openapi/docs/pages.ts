import { ErrorCode } from '../../../common/domain-error';
import { ReviewPageController } from '../../review/review-page.controller';
import { WidgetController } from '../../widget/widget.controller';
import { docsFor } from '../operation-docs';

/** What a browser loads: the review page, the chat widget and its demo page, a unit as a customer reads it. */
export const pagesDocs = [
  docsFor(ReviewPageController, {
    page: { summary: 'The review page (its data comes from /api/review with the reviewer’s session)', response: { file: 'text/html', description: 'The page' } },
    asset: { summary: 'A file of the review page', errors: [ErrorCode.RouteNotFound], response: { file: 'text/javascript, text/css, application/json', description: 'The file' } },
  }),
  docsFor(WidgetController, {
    script: { summary: 'The embeddable chat widget (a script for any site)', response: { file: 'text/javascript', description: 'The widget (ETag; 304 when unchanged)' } },
    stylesheet: { summary: 'The demo page’s styles', response: { file: 'text/css', description: 'The styles' } },
    page: { summary: 'The chat demo page, embedding the widget (?product=&locale=)', response: { file: 'text/html', description: 'The page' } },
    unit: { summary: 'An approved unit as a customer reads it (where the chat’s citations link to); 404 page when not served', response: { file: 'text/html', description: 'The unit' } },
  }),
];

import type { ControllerDocs } from '../operation-docs';
import { authDocs } from './auth';
import { chatDocs } from './chat';
import { operationsDocs } from './operations';
import { pagesDocs } from './pages';
import { reviewDocs } from './review';
import { reviewToolsDocs } from './review-tools';
import { ticketsDocs } from './tickets';

/** Every controller's operations, as the reference describes them (a controller missing here has no summaries: the spec fails). */
export const ALL_OPERATION_DOCS: readonly ControllerDocs[] = [...ticketsDocs, ...chatDocs, ...reviewDocs, ...reviewToolsDocs, ...authDocs, ...operationsDocs, ...pagesDocs];

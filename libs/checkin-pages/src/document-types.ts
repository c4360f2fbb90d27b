import type { CheckinDocumentsRequest, CheckinPassenger } from '@skybook/api-contract';

/** A travel document as sent (the contract's `TravelDocumentInput`). */
export type DocumentInput = CheckinDocumentsRequest['documents'][number];
/** A saved document as the API shows it, the number masked. */
export type SavedDocumentView = NonNullable<CheckinPassenger['document']>;

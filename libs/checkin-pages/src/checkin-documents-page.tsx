import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, type CheckinView } from '@skybook/api-contract';
import { useAppContext } from '@skybook/ssr';
import { CheckinGate } from './checkin-gate.tsx';
import { CheckinLayout } from './checkin-layout.tsx';
import { checkinQuery } from './checkin-queries.ts';
import type { DocumentField } from './document-fields.tsx';
import type { DocumentInput } from './document-types.ts';
import { DocumentsForm, type DocumentErrors, type DocumentsFormProps } from './documents-form.tsx';
import { NoneChosen } from './none-chosen.tsx';
import { chosenSeated, travellingWith } from './passenger-label.ts';
import { useLocale } from './use-locale.ts';

export interface CheckinStepPageProps {
  orderId: string | undefined;
  /** Who checks in (from the URL); `undefined`: everyone. */
  passengers?: readonly string[] | undefined;
  onContinue: () => void;
  onBack: () => void;
}

/** The server's field keys (`documents.2.number`, `otp`) placed beside the forms that were sent. */
function errorsOf(error: unknown, sent: readonly DocumentInput[]): DocumentsFormProps['errors'] {
  if (!error) return { documents: {} };
  if (!(error instanceof ApiError)) return { documents: {}, form: 'errors.message' };
  const documents: DocumentErrors = {};
  let form: string | undefined;
  let otp: string | undefined;
  for (const [path, key] of Object.entries(error.body.fields ?? {})) {
    const match = /^documents\.(\d+)\.(\w+)$/.exec(path);
    const ref = match ? sent[Number(match[1])]?.passengerRef : undefined;
    if (path === 'otp') otp = key;
    else if (ref && match![2] !== 'passengerRef')
      documents[ref] = { ...documents[ref], [match![2] as DocumentField]: key };
    else form ??= key;
  }
  if (!error.body.fields) form = error.body.error;
  return { documents, form, otp };
}

function DocumentsStep({
  view,
  passengers,
  onContinue,
  onBack,
}: Omit<CheckinStepPageProps, 'orderId'> & { view: CheckinView }) {
  const { api } = useAppContext();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<DocumentInput[]>([]);
  const save = useMutation({
    mutationFn: (input: { documents: DocumentInput[]; otp: string | undefined }) =>
      api.checkinDocuments({
        orderId: view.orderId,
        documents: input.documents,
        ...(input.otp ? { otp: input.otp } : {}),
      }),
    onSuccess: (next) => {
      queryClient.setQueryData(checkinQuery(api, view.orderId).queryKey, next);
      onContinue();
    },
  });
  const code = useMutation({
    mutationFn: () => api.requestOtp({ orderId: view.orderId, purpose: 'documents', language: locale }),
  });
  const travelling = travellingWith(view.passengers, chosenSeated(view.passengers, passengers));
  if (travelling.length === 0) return <NoneChosen onBack={onBack} />;
  const errors = errorsOf(save.error, sent);
  const codeError =
    code.error instanceof ApiError ? code.error.body.error : code.error ? 'errors.message' : undefined;
  return (
    <DocumentsForm
      passengers={view.passengers}
      travelling={travelling}
      locale={locale}
      busy={save.isPending}
      errors={codeError ? { ...errors, form: codeError } : errors}
      codeSentTo={code.data?.sentTo ?? null}
      onRequestCode={() => code.mutate()}
      onSubmit={(documents, otp) => {
        if (documents.length === 0) return onContinue();
        setSent(documents);
        save.mutate({ documents, otp });
      }}
    />
  );
}

/** `/checkin/documents?order&passengers`: each traveller's passport or ID card. */
export function CheckinDocumentsPage({ orderId, ...rest }: CheckinStepPageProps) {
  return (
    <CheckinLayout step="documents">
      <CheckinGate orderId={orderId}>{(view) => <DocumentsStep view={view} {...rest} />}</CheckinGate>
    </CheckinLayout>
  );
}

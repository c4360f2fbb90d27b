import { useMutation } from '@tanstack/react-query';
import type { NewsletterResponse, RequestOf, Endpoints } from '@skybook/api-contract';
import { useAppContext } from '@skybook/ssr';

export type NewsletterInput = RequestOf<Endpoints['subscribeNewsletter']>;

/** `POST /api/newsletter` as a React Query mutation over the request's `ApiClient`. */
export function useNewsletterSignup() {
  const { api } = useAppContext();
  return useMutation<NewsletterResponse, unknown, NewsletterInput>({
    mutationKey: ['newsletter', 'subscribe'],
    mutationFn: (input) => api.subscribeNewsletter(input),
  });
}

import { createContext, type ComponentType, type RefObject } from 'react';
import type { Locale } from '@skybook/i18n';

/** What the payment gateway hands back for a card: a single-use token and what may be shown of it. */
export interface CardToken {
  cardToken: string;
  brand: string;
  last4: string;
}

export type TokenizeOutcome =
  | { ok: true; card: CardToken }
  /** The visitor must correct the card: the field shows and focuses what is wrong. */
  | { ok: false; reason: 'invalid' }
  /** The gateway's field did not load or did not answer. */
  | { ok: false; reason: 'failed' };

export interface CardFieldHandle {
  tokenize(): Promise<TokenizeOutcome>;
}

/**
 * A card field: the gateway's hosted iframe in the sites (decision 020), a fake in stories and
 * component tests. It fills `handle` once it can tokenize and calls `onSubmit` when the visitor
 * presses Enter inside it, as they would in a form of the page.
 */
export interface CardFieldProps {
  locale: Locale;
  handle: RefObject<CardFieldHandle | null>;
  onSubmit: () => void;
}

/** Stories and tests put their own card field here; the sites use the gateway's hosted one. */
export const CardFieldContext = createContext<ComponentType<CardFieldProps> | null>(null);

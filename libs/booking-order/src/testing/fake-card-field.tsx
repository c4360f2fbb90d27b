import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import type { CardFieldProps } from '../checkout/card-field.ts';

/** Turns a test card number (digits only) into the gateway's single-use token. */
export type TestTokenizer = (digits: string) => Promise<string>;

/**
 * A stand-in for the gateway's hosted card field in stories and component tests, where no gateway
 * runs: one box for a test card number, tokenized on the spot as `tok_fake_<digits>` (never sent
 * anywhere). The real field is the gateway's iframe, exercised by the e2e journeys.
 */
export function FakeCardField(props: CardFieldProps) {
  return <TestCardField {...props} tokenize={async (digits) => `tok_fake_${digits}`} />;
}

/**
 * The same box tokenizing through `tokenize`, e.g. the in-process API's sandbox gateway, so that a
 * component test pays the real server with a token it knows.
 */
export function cardFieldTokenizingWith(tokenize: TestTokenizer): ComponentType<CardFieldProps> {
  return function SandboxCardField(props: CardFieldProps) {
    return <TestCardField {...props} tokenize={tokenize} />;
  };
}

function TestCardField({ handle, onSubmit, tokenize }: CardFieldProps & { tokenize: TestTokenizer }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const digits = value.replace(/\D/g, '');
  useEffect(() => {
    handle.current = {
      tokenize: async () => {
        if (digits.length < 12) {
          setInvalid(true);
          input.current?.focus();
          return { ok: false, reason: 'invalid' };
        }
        return {
          ok: true,
          card: {
            cardToken: await tokenize(digits),
            brand: digits.startsWith('4') ? 'visa' : 'card',
            last4: digits.slice(-4),
          },
        };
      },
    };
    return () => {
      handle.current = null;
    };
  }, [digits, handle, tokenize]);
  return (
    <div style={{ padding: '0.75rem', border: '1px dashed #5c5c70', borderRadius: '0.375rem' }}>
      <label htmlFor={id} style={{ display: 'block', fontWeight: 600 }}>
        Card number (test field: the sites show the payment gateway’s own card form here)
      </label>
      <input
        ref={input}
        id={id}
        type="text"
        inputMode="numeric"
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          setValue(e.target.value);
          setInvalid(false);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onSubmit();
          }
        }}
      />
    </div>
  );
}

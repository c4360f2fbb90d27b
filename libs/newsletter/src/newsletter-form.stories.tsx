import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApiError, type ApiClient } from '@skybook/api-contract';
import { AppContextFixture } from '@skybook/ssr';
import { NewsletterForm } from './newsletter-form.tsx';

type Subscribe = ApiClient['subscribeNewsletter'];
const subscribes: Subscribe = async () => ({ status: 'confirmation_sent' });
const alreadySubscribed: Subscribe = async () => ({ status: 'already_subscribed' });
const neverAnswers: Subscribe = () => new Promise(() => {});
const fails: Subscribe = async () => {
  throw new ApiError(500, { error: 'errors.message' });
};

function Demo({ subscribe }: { subscribe: Subscribe }) {
  return (
    <AppContextFixture api={{ subscribeNewsletter: subscribe }}>
      <div style={{ padding: '2rem', maxWidth: '56rem' }}>
        <NewsletterForm />
      </div>
    </AppContextFixture>
  );
}

const meta = {
  title: 'Newsletter/NewsletterForm',
  component: Demo,
  args: { subscribe: subscribes },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, name: string, email: string) => {
  const canvas = within(canvasElement);
  if (name) await userEvent.type(canvas.getByRole('textbox', { name: /name|nombre|nome/i }), name);
  if (email) await userEvent.type(canvas.getByRole('textbox', { name: /email|correo/i }), email);
  await userEvent.click(canvas.getByTestId('newsletter-submit'));
  return canvas;
};

export const Idle: Story = {};

/** Spec §5: name under 3 characters and a malformed email, caught before any call. */
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'Al', 'ana@mail');
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
  },
};

/** The call never answers: the button shows the loading label and spinner and ignores clicks. */
export const Submitting: Story = {
  args: { subscribe: neverAnswers },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'Ana Pérez', 'ana@example.com');
    await expect(canvas.getByTestId('newsletter-submit')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Signed up: the button is disabled and says so, and the confirmation dialog is open. */
export const SubmittedWithModal: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'Ana Pérez', 'ana@example.com');
    await expect(await within(document.body).findByRole('dialog')).toBeVisible();
  },
};

export const AlreadySubscribed: Story = {
  args: { subscribe: alreadySubscribed },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'Ana Pérez', 'ana@example.com');
  },
};

/** Any failure of the call shows the generic message (spec §8). */
export const ServerError: Story = {
  args: { subscribe: fails },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'Ana Pérez', 'ana@example.com');
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

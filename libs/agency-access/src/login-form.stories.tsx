import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApiError, type ApiClient } from '@skybook/api-contract';
import { AppContextFixture } from '@skybook/ssr';
import { LoginForm } from './login-form.tsx';

type Login = ApiClient['login'];
const signsIn: Login = async () => ({ uid: 'andesAdmin0000000001' });
const wrongPassword: Login = async () => {
  throw new ApiError(401, { error: 'agency.invalidCredentials' });
};
const serverDown: Login = async () => {
  throw new ApiError(503, { error: 'errors.message' });
};
const neverAnswers: Login = () => new Promise(() => {});

function Demo({ login }: { login: Login }) {
  return (
    <AppContextFixture api={{ login, getSession: async () => null }}>
      <div style={{ padding: '2rem' }}>
        <LoginForm signupUrl="https://agencies.skybook.example/register" onSignedIn={() => {}} />
      </div>
    </AppContextFixture>
  );
}

const meta = { title: 'Agency/LoginForm', component: Demo, args: { login: signsIn } } satisfies Meta<
  typeof Demo
>;
export default meta;
type Story = StoryObj<typeof meta>;

const submit = async (canvasElement: HTMLElement, username: string, password: string) => {
  const canvas = within(canvasElement);
  if (username) await userEvent.type(canvas.getByRole('textbox'), username);
  if (password)
    await userEvent.type(canvas.getByLabelText(/password|contraseña|palavra-passe|senha/i), password);
  await userEvent.click(canvas.getByTestId('agency-login-submit'));
  return canvas;
};

export const Idle: Story = {};

/** Spec §5: username first, then password. */
export const UsernameRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, '', '');
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

export const PasswordRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'admin@andes.example', '');
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { login: neverAnswers },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'admin@andes.example', 'secret');
    await expect(canvas.getByTestId('agency-login-submit')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Spec §8: 401 → agency.invalidCredentials. */
export const InvalidCredentials: Story = {
  args: { login: wrongPassword },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'admin@andes.example', 'wrong');
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** Spec §8: any other failure → agency.serverError. */
export const ServerError: Story = {
  args: { login: serverDown },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'admin@andes.example', 'secret');
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ApiClient } from '@skybook/api-contract';
import { AppContextFixture } from '@skybook/ssr';
import { ClaimsForm } from './claims-form.tsx';

type Submit = ApiClient['submitClaim'];
const files: Submit = async () => ({ receipt: 'R-2026-000123', createdAt: new Date().toISOString() });
const neverAnswers: Submit = () => new Promise(() => {});

function Demo({ submit }: { submit: Submit }) {
  return (
    <AppContextFixture api={{ submitClaim: submit }}>
      <div style={{ padding: '2rem' }}>
        <ClaimsForm />
      </div>
    </AppContextFixture>
  );
}

const meta = { title: 'Claims/ClaimsForm', component: Demo, args: { submit: files } } satisfies Meta<
  typeof Demo
>;
export default meta;
type Story = StoryObj<typeof meta>;

const fillValid = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const boxes = canvas.getAllByRole('textbox');
  const [name, email, phone, , reference, description] = boxes;
  await userEvent.type(name!, 'Ana Pérez');
  await userEvent.type(email!, 'ana@example.com');
  await userEvent.type(phone!, '+34 600 123 456');
  await userEvent.selectOptions(canvas.getByRole('combobox'), 'complaint');
  await userEvent.type(reference!, 'AB12CD');
  await userEvent.type(description!, 'The check-in desk opened an hour late.');
  await userEvent.click(canvas.getByTestId('claims-submit'));
  return canvas;
};

export const Empty: Story = {};

export const Errors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('claims-submit'));
    await expect(canvas.getAllByRole('alert').length).toBeGreaterThan(2);
  },
};

export const Sending: Story = {
  args: { submit: neverAnswers },
  play: async ({ canvasElement }) => void (await fillValid(canvasElement)),
};

export const Receipt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillValid(canvasElement);
    await expect(await canvas.findByTestId('claim-receipt')).toHaveTextContent('R-2026-000123');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PortalFixture } from '../testing/portal-fixture.tsx';
import { CompanySignInPage } from './company-sign-in-page.tsx';

const meta = {
  title: 'Agency portal/CompanySignInPage',
  component: CompanySignInPage,
  decorators: [
    (Story, { parameters }) => (
      <PortalFixture role={parameters['role'] as 'admin' | 'agent'} url="/en/ta/company-sign-in">
        <div style={{ padding: 16, maxWidth: 960 }}>
          <Story />
        </div>
      </PortalFixture>
    ),
  ],
  parameters: { role: 'admin' },
} satisfies Meta<typeof CompanySignInPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The administrator connects the agency by keyboard, then disconnects it. */
export const ConnectsAndDisconnects: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('sso-callback-url', {}, { timeout: 5000 })).toHaveTextContent(
      '/api/agency/sso/callback',
    );
    await expect(canvas.getByTestId('sso-status')).toHaveTextContent('Not connected.');
    await userEvent.click(canvas.getByLabelText(/Issuer URL/));
    await userEvent.keyboard('https://login.andes.example');
    await userEvent.tab();
    await userEvent.keyboard('skybook');
    await userEvent.tab();
    await userEvent.keyboard('a-secret-value');
    await userEvent.tab();
    await userEvent.keyboard('andes.example');
    await userEvent.selectOptions(canvas.getByLabelText(/First sign-in/), 'create');
    await userEvent.click(canvas.getByRole('button', { name: 'Connect' }));
    await expect(await canvas.findByText(/Saved\. Your agents can sign in/)).toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: 'Disconnect' }));
    await expect(await canvas.findByText(/Disconnected\./)).toBeInTheDocument();
  },
};

/** A domain another agency has is refused next to its field. */
export const DomainTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText(/Issuer URL/, {}, { timeout: 5000 }),
      'https://idp.example',
    );
    await userEvent.type(canvas.getByLabelText(/Client ID/), 'skybook');
    await userEvent.type(canvas.getByLabelText(/Client secret/), 'a-secret-value');
    await userEvent.type(canvas.getByLabelText(/email domain/), 'lusitania.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Connect' }));
    await expect(
      await canvas.findByText('Another agency already signs in with this email domain.'),
    ).toBeInTheDocument();
  },
};

/** Agents are told this is the administrator's page. */
export const AsAgent: Story = {
  parameters: { role: 'agent' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Only your agency's administrator/),
    ).toBeInTheDocument();
  },
};

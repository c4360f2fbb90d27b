import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactFields } from './contact-fields.tsx';

function Demo({ emailError, phoneError }: { emailError?: string; phoneError?: string }) {
  const [email, setEmail] = useState('');
  return (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '24rem', padding: '1rem' }}>
      <ContactFields
        emailLabel="Email"
        phoneLabel="Phone"
        email={email}
        defaultCountry="ES"
        emailError={emailError}
        phoneError={phoneError}
        onEmailChange={setEmail}
        onPhoneChange={() => {}}
      />
    </div>
  );
}

const meta = { title: 'Booking order/ContactFields', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithErrors: Story = {
  args: {
    emailError: 'Please enter a valid email address.',
    phoneError: 'Please enter a valid phone number.',
  },
};

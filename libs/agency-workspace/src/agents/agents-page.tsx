import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CreateAgentRequest,
  ResetAgentPasswordRequest,
  UpdateAgentRequest,
  type Agent,
} from '@skybook/api-contract';
import { useSession } from '@skybook/auth';
import { useAppContext } from '@skybook/ssr';
import { Button, Modal } from '@skybook/ui';
import { agentsQuery } from '../workspace-queries.ts';
import { AgentForm } from './agent-form.tsx';
import { useAgentMutations } from './use-agent-mutations.ts';
import styles from '../dashboard/dashboard.module.css';
import { Loading } from '../loading.tsx';

type Editing = { agent: Agent; mode: 'edit' | 'password' } | null;

/**
 * `/ta/agents`: the agency's administrator creates agents, edits and (de)activates them and sets
 * new passwords. Agents are told this is the administrator's page (the API refuses them too).
 */
export function AgentsPage() {
  const { t } = useLingui();
  const { api } = useAppContext();
  const { agency } = useSession();
  const isAdmin = agency?.role === 'admin';
  const agents = useQuery({ ...agentsQuery(api), enabled: isAdmin });
  const { create, update, reset } = useAgentMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState('');

  if (!isAdmin) {
    return (
      <section aria-labelledby="page-title" data-route="ta-agents">
        <h1 id="page-title">
          <Trans>Agent management</Trans>
        </h1>
        <p role="status">
          <Trans>Only your agency's administrator can manage agents.</Trans>
        </p>
      </section>
    );
  }

  const password = t`Password`;
  return (
    <section aria-labelledby="page-title" data-route="ta-agents">
      <h1 id="page-title">
        <Trans>Agent management</Trans>
      </h1>
      {notice ? <p role="status">{notice}</p> : null}
      {!agents.data ? (
        <Loading />
      ) : (
        <div className={styles.wrap}>
          <table className={styles.table} data-testid="agents-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Name</Trans>
                </th>
                <th scope="col">
                  <Trans>Username</Trans>
                </th>
                <th scope="col">
                  <Trans>Role</Trans>
                </th>
                <th scope="col">
                  <Trans>Status</Trans>
                </th>
                <th scope="col">
                  <Trans>Actions</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {agents.data.map((agent) => {
                const agentName = agent.name;
                return (
                  <tr key={agent.id}>
                    <th scope="row">{agent.name}</th>
                    <td>{agent.username}</td>
                    <td>{agent.role === 'admin' ? t`Administrator` : t`Agent`}</td>
                    <td>{agent.active ? t`Active` : t`Inactive`}</td>
                    <td>
                      {agent.role === 'agent' ? (
                        <>
                          <Button
                            variant="secondary"
                            onClick={() => setEditing({ agent, mode: 'edit' })}
                            aria-label={t`Edit ${agentName}`}
                          >
                            <Trans>Edit</Trans>
                          </Button>{' '}
                          <Button
                            variant="secondary"
                            onClick={() => setEditing({ agent, mode: 'password' })}
                            aria-label={t`Set a new password for ${agentName}`}
                          >
                            <Trans>New password</Trans>
                          </Button>
                        </>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      <h2>
        <Trans>New agent</Trans>
      </h2>
      <AgentForm
        fields={[
          { name: 'name', label: t`Name`, type: 'text', autoComplete: 'off' },
          { name: 'username', label: t`Username`, type: 'text', autoComplete: 'off' },
          { name: 'password', label: password, type: 'password', autoComplete: 'new-password' },
        ]}
        initial={{ name: '', username: '', password: '' }}
        schema={CreateAgentRequest}
        submitLabel={t`Create agent`}
        onSubmit={(input) => create.mutateAsync(input)}
        onDone={() => setNotice(t`The agent was created.`)}
      />

      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        closeLabel={t`Close`}
        size="sm"
        title={editing?.mode === 'password' ? t`New password` : t`Edit agent`}
      >
        {editing?.mode === 'edit' ? (
          <AgentForm
            fields={[
              { name: 'name', label: t`Name`, type: 'text' },
              { name: 'active', label: t`Active (can sign in)`, type: 'checkbox' },
            ]}
            initial={{ name: editing.agent.name, active: editing.agent.active }}
            fixed={{ id: editing.agent.id }}
            schema={UpdateAgentRequest}
            submitLabel={t`Save`}
            onSubmit={(input) => update.mutateAsync(input)}
            onDone={() => {
              setEditing(null);
              setNotice(t`The agent was updated.`);
            }}
            onCancel={() => setEditing(null)}
          />
        ) : editing ? (
          <AgentForm
            fields={[{ name: 'password', label: password, type: 'password', autoComplete: 'new-password' }]}
            initial={{ password: '' }}
            fixed={{ id: editing.agent.id }}
            schema={ResetAgentPasswordRequest}
            submitLabel={t`Save`}
            onSubmit={(input) => reset.mutateAsync(input)}
            onDone={() => {
              setEditing(null);
              setNotice(t`The new password is set. The agent's open sessions have ended.`);
            }}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </section>
  );
}

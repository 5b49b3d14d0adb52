// Where a lead stands: its status and the member who owns it. Each change is recorded by the
// server, which answers with the lead as it now is (its history included).
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { consoleApi, type Me } from '../consoleApi.ts';
import { leadStatuses, type InboxWords } from './inboxWords.ts';
import type { LeadDetail, MemberRef } from './leads.ts';
import { Section } from './InboxSection.tsx';

type Props = { lead: LeadDetail; me: Me; words: InboxWords; onChange: (lead: LeadDetail) => void };

export function LeadHandling({ lead, me, words, onChange }: Props) {
  const [members, setMembers] = useState<MemberRef[]>([{ id: me.member.id, name: me.member.name }]);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string }>();
  useEffect(() => {
    consoleApi<{ members: MemberRef[] }>('GET', 'team/assignable').then((answer) => setMembers(answer.members), () => undefined);
  }, []);
  const change = async (body: { status?: string; ownerId?: string | null }, done: string) => {
    try {
      onChange((await consoleApi<{ lead: LeadDetail }>('PATCH', `leads/${lead.ref}`, body)).lead);
      setMessage({ severity: 'success', text: done });
    } catch (error) {
      setMessage({ severity: 'error', text: (error as Error).message });
    }
  };
  const owners = lead.owner && !members.some((member) => member.id === lead.owner!.id) ? [...members, lead.owner] : members;
  return (
    <Section title={words.lead.handling}>
      <TextField select label={words.status} value={lead.status} onChange={(event) => void change({ status: event.target.value }, words.lead.statusSaved(words.statuses[event.target.value as LeadDetail['status']]))}>
        {leadStatuses.map((status) => (
          <MenuItem key={status} value={status}>
            {words.statuses[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={words.owner}
        value={lead.owner?.id ?? ''}
        // The chosen member's name in its own direction, its start kept in sight when it is cut short.
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true, SelectDisplayProps: { dir: 'auto' } as object } }}
        onChange={(event) => {
          const owner = owners.find((member) => member.id === event.target.value);
          void change({ ownerId: owner?.id ?? null }, words.lead.ownerSaved(owner?.name ?? words.nobody));
        }}
      >
        <MenuItem value="">{words.nobody}</MenuItem>
        {owners.map((member) => (
          <MenuItem key={member.id} value={member.id} sx={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
            <bdi>{member.name}</bdi>
          </MenuItem>
        ))}
      </TextField>
      <div role="status">{message && <Alert severity={message.severity}>{message.text}</Alert>}</div>
    </Section>
  );
}

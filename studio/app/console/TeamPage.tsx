// The owner's view of the team: who is in it with which role, inviting someone (a one-time link
// by e-mail, or to pass on when the server sends no e-mail), changing a role, removing a member
// (their sessions end at once).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { asRoleMember, roleDescriptions, roles, type Role } from '../../shared/roles.ts';
import { consoleApi, type Me, type MemberView } from './consoleApi.ts';

export function TeamPage({ me }: { me: Me }) {
  const [members, setMembers] = useState<MemberView[]>([]);
  const [message, setMessage] = useState<{ severity: 'error' | 'success'; text: string; link?: string }>();
  const [invite, setInvite] = useState({ email: '', name: '', role: 'editor' as Role });
  const load = useCallback(() => consoleApi<MemberView[]>('GET', 'members').then(setMembers, (error: Error) => setMessage({ severity: 'error', text: error.message })), []);
  useEffect(() => void load(), [load]);

  const act = async (work: () => Promise<unknown>, success: string) => {
    try {
      const result = (await work()) as { link?: string } | undefined;
      setMessage({ severity: 'success', text: success, link: result?.link });
    } catch (error) {
      setMessage({ severity: 'error', text: (error as Error).message });
    }
    await load();
  };
  const sendInvite = (event: FormEvent) => {
    event.preventDefault();
    void act(() => consoleApi('POST', 'members', invite), `${invite.email} is invited as ${asRoleMember(invite.role)}.`).then(() => setInvite({ email: '', name: '', role: 'editor' }));
  };

  return (
    <Box component="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1000, mx: 'auto', display: 'grid', gap: 3 }}>
      <Typography component="h1" variant="h5">
        Team
      </Typography>
      <Box role="status" aria-live="polite">
        {message && (
          <Alert severity={message.severity}>
            {message.text}
            {message.link && (
              <>
                {' '}The server sends no e-mail, so pass on this sign-in link (it works once): <code>{message.link}</code>
              </>
            )}
          </Alert>
        )}
      </Box>
      <Table aria-label="Members">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>E-mail</TableCell>
            <TableCell>Role</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => (
            <TableRow key={member.id}>
              <TableCell>{member.name}</TableCell>
              <TableCell>{member.email}</TableCell>
              <TableCell>
                <TextField
                  select
                  label={`Role of ${member.name}`}
                  value={member.role}
                  onChange={(event) => void act(() => consoleApi('PATCH', `members/${member.id}`, { role: event.target.value }), `${member.email} is now ${asRoleMember(event.target.value as Role)}.`)}
                >
                  {roles.map((role) => (
                    <MenuItem key={role} value={role}>
                      {role}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
              <TableCell>
                {member.id !== me.member.id && (
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    <Button onClick={() => void act(async () => consoleApi<{ ended: number }>('DELETE', `members/${member.id}/sessions`), `${member.email} was signed out on every device.`)}>
                      Sign {member.name} out everywhere
                    </Button>
                    <Button onClick={() => void act(() => consoleApi('POST', `members/${member.id}/new-passkey`, {}), `${member.email} may add a new passkey after their next sign-in with a link, within 24 hours.`)}>
                      Let {member.name} add a new passkey
                    </Button>
                    <Button color="error" onClick={() => confirm(`Remove ${member.email} from the team? They are signed out at once.`) && void act(() => consoleApi('DELETE', `members/${member.id}`), `${member.email} was removed and signed out.`)}>
                      Remove {member.name}
                    </Button>
                  </Box>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Paper variant="outlined" component="form" onSubmit={sendInvite} aria-labelledby="invite-title" sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr 1fr auto' }, alignItems: 'start' }}>
        <Typography id="invite-title" component="h2" variant="h6" sx={{ gridColumn: '1 / -1' }}>
          Invite a member
        </Typography>
        <TextField label="E-mail" type="email" required value={invite.email} onChange={(event) => setInvite({ ...invite, email: event.target.value })} />
        <TextField label="Name" value={invite.name} onChange={(event) => setInvite({ ...invite, name: event.target.value })} />
        <TextField select label="Role" value={invite.role} onChange={(event) => setInvite({ ...invite, role: event.target.value as Role })} helperText={roleDescriptions[invite.role]}>
          {roles.map((role) => (
            <MenuItem key={role} value={role}>
              {role}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained">
          Invite
        </Button>
      </Paper>
    </Box>
  );
}

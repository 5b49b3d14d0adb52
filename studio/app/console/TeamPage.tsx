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
import { consoleLanguages, type ConsoleLanguage } from '../../shared/consoleLanguages.ts';
import { roles, type Role } from '../../shared/roles.ts';
import { consoleApi, type Me, type MemberView } from './consoleApi.ts';
import { useConsoleLook } from './ConsoleLook.tsx';
import { stackedOnPhone } from './stackedOnPhone.ts';

export function TeamPage({ me }: { me: Me }) {
  const { language, words } = useConsoleLook();
  const w = words.team;
  const roleName = (role: Role) => words.shell.roles[role] ?? role;
  const [members, setMembers] = useState<MemberView[]>([]);
  const [message, setMessage] = useState<{ severity: 'error' | 'success'; text: string; link?: string }>();
  // The invitation's language: the console's own, unless the owner chooses the other.
  const [invite, setInvite] = useState<{ email: string; name: string; role: Role; language?: ConsoleLanguage }>({ email: '', name: '', role: 'editor' });
  const inviteLanguage = invite.language ?? language;
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
    void act(() => consoleApi('POST', 'members', { ...invite, language: inviteLanguage }), w.invited(invite.email, w.roleInSentence[invite.role])).then(() =>
      setInvite({ email: '', name: '', role: 'editor' }),
    );
  };

  return (
    // One column no wider than the screen: a member's long name or address wraps inside it.
    <Box component="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1000, mx: 'auto', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <Typography component="h1" variant="h5">
        {w.title}
      </Typography>
      <Box role="status" aria-live="polite">
        {message && (
          <Alert severity={message.severity}>
            {message.text}
            {message.link && (
              <>
                {' '}
                {w.passOnLink}{' '}
                <Box component="code" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
                  {message.link}
                </Box>
              </>
            )}
          </Alert>
        )}
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table aria-label={w.members} sx={stackedOnPhone}>
          <TableHead>
            <TableRow>
              <TableCell>{w.name}</TableCell>
              <TableCell>{w.email}</TableCell>
              <TableCell>{w.role}</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {w.actions}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {members.map((member) => (
              <TableRow key={member.id}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <bdi>{member.name}</bdi>
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <bdi>{member.email}</bdi>
                </TableCell>
                <TableCell>
                  <TextField
                    select
                    label={w.roleOf(member.name)}
                    sx={{ minInlineSize: '10rem' }}
                    value={member.role}
                    onChange={(event) => {
                      const role = event.target.value as Role;
                      void act(() => consoleApi('PATCH', `members/${member.id}`, { role }), w.roleChanged(member.email, w.roleInSentence[role]));
                    }}
                  >
                    {roles.map((role) => (
                      <MenuItem key={role} value={role}>
                        {roleName(role)}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell>
                  {member.id !== me.member.id && (
                    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                      <Button
                        aria-label={w.forMember(w.signOutEverywhere, member.name)}
                        onClick={() => void act(async () => consoleApi<{ ended: number }>('DELETE', `members/${member.id}/sessions`), w.signedOutEverywhere(member.email))}
                      >
                        {w.signOutEverywhere}
                      </Button>
                      <Button aria-label={w.forMember(w.allowNewPasskey, member.name)} onClick={() => void act(() => consoleApi('POST', `members/${member.id}/new-passkey`, {}), w.newPasskeyAllowed(member.email))}>
                        {w.allowNewPasskey}
                      </Button>
                      <Button
                        color="error"
                        aria-label={w.forMember(w.remove, member.name)}
                        onClick={() => confirm(w.confirmRemove(member.email)) && void act(() => consoleApi('DELETE', `members/${member.id}`), w.removed(member.email))}
                      >
                        {w.remove}
                      </Button>
                    </Box>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Paper
        variant="outlined"
        component="form"
        onSubmit={sendInvite}
        aria-labelledby="invite-title"
        sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr 1fr 1fr auto' }, alignItems: 'start' }}
      >
        <Typography id="invite-title" component="h2" variant="h6" sx={{ gridColumn: '1 / -1' }}>
          {w.invite.title}
        </Typography>
        <TextField label={w.email} type="email" required value={invite.email} onChange={(event) => setInvite({ ...invite, email: event.target.value })} slotProps={{ htmlInput: { dir: 'ltr' } }} />
        <TextField label={w.name} value={invite.name} onChange={(event) => setInvite({ ...invite, name: event.target.value })} slotProps={{ htmlInput: { dir: 'auto' } }} />
        <TextField select label={w.role} value={invite.role} onChange={(event) => setInvite({ ...invite, role: event.target.value as Role })} helperText={w.roleDescriptions[invite.role]}>
          {roles.map((role) => (
            <MenuItem key={role} value={role}>
              {roleName(role)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={w.invite.language}
          value={inviteLanguage}
          onChange={(event) => setInvite({ ...invite, language: event.target.value as ConsoleLanguage })}
          helperText={w.invite.languageHelp}
        >
          {consoleLanguages.map((option) => (
            <MenuItem key={option} value={option} lang={option}>
              {words.shell.languageName[option]}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained">
          {w.invite.send}
        </Button>
      </Paper>
    </Box>
  );
}

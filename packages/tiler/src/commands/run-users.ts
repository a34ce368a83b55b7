import type { UsersCommand } from '../cli/parse-command.js';
import type { CliIo } from '../cli/run-command.js';
import { TourError } from '../errors.js';
import type { StorageLocation } from '../import/import-tour.js';
import { addUser, listUsers, removeUser, resetPassword } from './users.js';

/** Runs `tour users …`, asking for passwords through `io.readPassword`. */
export async function runUsers(command: UsersCommand, location: StorageLocation, io: CliIo): Promise<void> {
  const say = (value: unknown, text: string) =>
    io.out.write(command.json ? `${JSON.stringify(value, null, 2)}\n` : text);
  switch (command.action) {
    case 'list': {
      const users = await listUsers(location);
      say(users, users.map((u) => `${u.email}\t${u.role}\t${u.createdAt}\t${u.tours.join(' ')}\n`).join(''));
      return;
    }
    case 'add': {
      const { email, role } = command;
      const account = await addUser(location, { email, role, password: await newPassword(io) });
      say(account, `Added ${account.role} "${account.email}".\n`);
      return;
    }
    case 'remove':
      await removeUser(location, command.email);
      say({ email: command.email, removed: true }, `Removed "${command.email}".\n`);
      return;
    case 'reset-password':
      await resetPassword(location, command.email, await newPassword(io));
      say(
        { email: command.email, reset: true },
        `New password set for "${command.email}"; every session of it has ended.\n`,
      );
      return;
  }
}

function newPassword(io: CliIo): Promise<string> {
  if (!io.readPassword) throw new TourError('invalid_argument', 'no way to ask for a password');
  return io.readPassword('New password');
}

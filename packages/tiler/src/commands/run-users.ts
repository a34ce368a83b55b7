import type { UsersCommand } from '../cli/parse-command.js';
import type { CliIo } from '../cli/run-command.js';
import { TourError } from '../errors.js';
import type { StorageLocation } from '../import/import-tour.js';
import { addUser, listUsers, removeUser, resetPassword } from './users.js';

/** Runs `tour users …`, asking for passwords through `io.readPassword`. */
export async function runUsers(command: UsersCommand, location: StorageLocation, io: CliIo): Promise<void> {
  const print = (value: unknown) => io.out.write(`${JSON.stringify(value, null, 2)}\n`);
  const password = () => {
    if (!io.readPassword) throw new TourError('invalid_argument', 'no way to ask for a password');
    return io.readPassword('New password');
  };
  switch (command.action) {
    case 'list': {
      const users = await listUsers(location);
      if (command.json) print(users);
      else
        io.out.write(
          users.map((u) => `${u.email}\t${u.role}\t${u.createdAt}\t${u.tours.join(' ')}\n`).join(''),
        );
      return;
    }
    case 'add': {
      const account = await addUser(location, {
        email: command.email,
        role: command.role,
        password: await password(),
      });
      if (command.json) print(account);
      else io.out.write(`Added ${account.role} "${account.email}".\n`);
      return;
    }
    case 'remove':
      await removeUser(location, command.email);
      if (command.json) print({ email: command.email, removed: true });
      else io.out.write(`Removed "${command.email}".\n`);
      return;
    case 'reset-password':
      await resetPassword(location, command.email, await password());
      if (command.json) print({ email: command.email, reset: true });
      else io.out.write(`New password set for "${command.email}"; every session of it has ended.\n`);
      return;
  }
}

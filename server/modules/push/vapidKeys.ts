import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type WebPush from 'web-push';

/** The server's Web Push identity (VAPID, RFC 8292): browsers bind subscriptions to its public key. */
export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact for the push services. */
  subject: string;
}

export class VapidKeyError extends Error {}

/** An uncompressed P-256 public key is 65 bytes, a private key 32, both base64url. */
function checkedKeys(publicKey: string, privateKey: string, origin: string): { publicKey: string; privateKey: string } {
  const valid = (value: string, bytes: number) => /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes;
  if (!valid(publicKey, 65) || !valid(privateKey, 32)) {
    throw new VapidKeyError(
      `${origin}: VAPID keys must be base64url P-256 keys (65-byte public, 32-byte private), as web-push generate-vapid-keys prints them`,
    );
  }
  return { publicKey, privateKey };
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set; otherwise a pair generated once into
 * DATA_DIR/vapid.json (owner-readable), so a fresh install can send push messages with no setup
 * and subscriptions survive restarts. Changing the keys orphans every existing subscription.
 */
export function resolveVapidKeys({
  publicKey,
  privateKey,
  dataDir,
}: {
  publicKey: string | undefined;
  privateKey: string | undefined;
  dataDir: string;
}): { publicKey: string; privateKey: string } {
  if (publicKey || privateKey) {
    if (!publicKey || !privateKey) throw new VapidKeyError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither');
    return checkedKeys(publicKey, privateKey, 'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY');
  }
  const file = join(dataDir, 'vapid.json');
  const read = () => {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: string; privateKey?: string };
    return checkedKeys(stored.publicKey ?? '', stored.privateKey ?? '', file);
  };
  if (existsSync(file)) return read();
  mkdirSync(dataDir, { recursive: true });
  // Loaded only here, on a first start: web-push and its crypto packages would slow every start.
  const generated = (createRequire(import.meta.url)('web-push') as typeof WebPush).generateVAPIDKeys();
  try {
    // 'wx' fails if another process wrote the file meanwhile; then theirs wins.
    writeFileSync(file, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch {
    return read();
  }
  return generated;
}

/**
 * VietQR: the EMVCo merchant-presented QR that every Vietnamese banking app scans. Each field is
 * `ID` + 2-digit length + value; `38` nests the NAPAS account (`00` GUID, `01` {BIN, account},
 * `02` service `QRIBFTTA`: transfer to an account); `63` is the CRC-16/CCITT-FALSE over everything
 * before it, `6304` included. Pure: the server builds payloads, the tests decode them.
 */

const NAPAS_GUID = 'A000000727';
const TO_ACCOUNT_SERVICE = 'QRIBFTTA';

export type VietQrInput = {
  bankBin: string;
  accountNumber: string;
  /** Integer VND; absent for a static code the payer fills in. */
  amountVnd?: number;
  /** The transfer memo (purpose of transaction); ASCII, at most 25 characters for most banks. */
  memo?: string;
};

/** `ID` + length + value; a value longer than 99 characters cannot be encoded. */
function emvField(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new Error(`EMV field id must be two digits: ${id}`);
  if (value.length > 99) throw new Error(`EMV field ${id} is longer than 99 characters`);
  return id + String(value.length).padStart(2, '0') + value;
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The payload to render as a QR code. */
export function buildVietQr({ bankBin, accountNumber, amountVnd, memo }: VietQrInput): string {
  if (!/^\d{6}$/.test(bankBin)) throw new Error('bank BIN must be 6 digits');
  if (!/^[0-9A-Za-z]{1,19}$/.test(accountNumber)) throw new Error('account number must be 1–19 letters or digits');
  if (amountVnd !== undefined && (!Number.isSafeInteger(amountVnd) || amountVnd <= 0)) throw new Error('amount must be a positive integer');
  const account = emvField('00', bankBin) + emvField('01', accountNumber);
  const merchant = emvField('00', NAPAS_GUID) + emvField('01', account) + emvField('02', TO_ACCOUNT_SERVICE);
  const body =
    emvField('00', '01') +
    emvField('01', amountVnd === undefined ? '11' : '12') +
    emvField('38', merchant) +
    emvField('53', '704') +
    (amountVnd === undefined ? '' : emvField('54', String(amountVnd))) +
    emvField('58', 'VN') +
    (memo ? emvField('62', emvField('08', memo)) : '');
  const withCrcId = body + '6304';
  return withCrcId + crc16CcittFalse(withCrcId);
}

export type EmvFields = Array<{ id: string; value: string }>;

/** Splits a TLV string into its fields; throws on a length that runs past the end. */
export function parseEmvFields(text: string): EmvFields {
  const fields: EmvFields = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(at + 2, at + 4)) || at + 4 + length > text.length) {
      throw new Error(`malformed EMV field at ${at}`);
    }
    fields.push({ id, value: text.slice(at + 4, at + 4 + length) });
    at += 4 + length;
  }
  return fields;
}

export type DecodedVietQr = {
  bankBin: string;
  accountNumber: string;
  amountVnd: number | null;
  memo: string | null;
  currency: string;
  country: string;
  crcValid: boolean;
};

/** Reads a VietQR payload back, checking its CRC. Throws when it is not a VietQR transfer code. */
export function decodeVietQr(payload: string): DecodedVietQr {
  const fields = parseEmvFields(payload);
  const get = (list: EmvFields, id: string) => list.find((field) => field.id === id)?.value;
  const merchant = get(fields, '38');
  if (!merchant) throw new Error('no NAPAS merchant account (field 38)');
  const merchantFields = parseEmvFields(merchant);
  if (get(merchantFields, '00') !== NAPAS_GUID) throw new Error('not a NAPAS VietQR code');
  const account = parseEmvFields(get(merchantFields, '01') ?? '');
  const additional = get(fields, '62');
  const amount = get(fields, '54');
  const crc = get(fields, '63');
  return {
    bankBin: get(account, '00') ?? '',
    accountNumber: get(account, '01') ?? '',
    amountVnd: amount === undefined ? null : Number(amount),
    memo: additional ? (get(parseEmvFields(additional), '08') ?? null) : null,
    currency: get(fields, '53') ?? '',
    country: get(fields, '58') ?? '',
    crcValid: crc !== undefined && payload.endsWith('6304' + crc) && crc16CcittFalse(payload.slice(0, -4)) === crc,
  };
}

/** A WebP file starts with "RIFF", its length, then "WEBP". */
export function isWebp(bytes: Buffer): boolean {
  return (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP' &&
    bytes.readUInt32LE(4) === bytes.length - 8
  );
}

import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, read from its compressed content streams: each text
 * object's strings (hex-encoded by pdfkit, split for kerning) joined, one
 * line per text object.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
      const hex = [...(block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => m[1] ?? '');
      lines.push(hex.map((h) => Buffer.from(h, 'hex').toString('latin1')).join(''));
    }
  }
  return lines.join('\n');
}

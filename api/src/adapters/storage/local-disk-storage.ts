import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { endpointUrl } from '@club/contract/endpoint';
import { fileEndpoints } from '@club/contract/uploads';
import { PRIVATE_FOLDER } from '../../lib/private-folder';
import { contentTypeOfKey, type FileStorage } from './file-storage';
import { checkUploadQuery, signUploadQuery } from './upload-url-signature';

/**
 * Files in a folder on this machine (`DATA_DIR/uploads`), served by the API at
 * /files/<key>. Browsers upload with a PUT to the same address, signed by the
 * API with `uploadSecret`; the uploads feature checks and stores it.
 */
export function localDiskStorage(
  folder: string,
  publicBaseUrl: string,
  uploadSecret: Buffer,
): FileStorage {
  const root = resolve(folder);

  function pathOf(key: string): { path: string; contentType: string } {
    const contentType = contentTypeOfKey(key);
    const path = resolve(root, key);
    // The key pattern already rules out "..": this is the second lock on the door.
    if (!contentType || !path.startsWith(root + sep)) throw new Error(`Not a storage key: ${key}`);
    return { path, contentType };
  }

  async function sizeOf(path: string): Promise<number | null> {
    try {
      const info = await stat(path);
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  }

  // The API serves the file (fileEndpoints.file) and receives its upload (PUT) at this address.
  const publicUrl = (key: string) =>
    `${publicBaseUrl}${endpointUrl(fileEndpoints.file, { '*': key })}`;

  return {
    name: 'local-disk',
    publicUrl,
    async presignPut(grant) {
      return {
        url: `${publicUrl(grant.key)}?${signUploadQuery(uploadSecret, grant).toString()}`,
        headers: { 'Content-Type': grant.contentType },
      };
    },
    uploadReceiver: {
      check: (key, query, now) => checkUploadQuery(uploadSecret, key, query, now),
    },
    async put(key, body, contentType) {
      const target = pathOf(key);
      if (contentType !== target.contentType) {
        throw new Error(`${key} is stored as ${target.contentType}, not ${contentType}`);
      }
      await mkdir(dirname(target.path), PRIVATE_FOLDER);
      // Written aside, then renamed: a reader never sees half a file.
      const partial = `${target.path}.${process.pid}.partial`;
      await writeFile(partial, body);
      await rename(partial, target.path);
    },
    async exists(key) {
      return (await sizeOf(pathOf(key).path)) !== null;
    },
    async inspect(key, bytes) {
      const { path, contentType } = pathOf(key);
      const size = await sizeOf(path);
      if (size === null) return null;
      const handle = await open(path, 'r');
      try {
        const firstBytes = Buffer.alloc(Math.min(bytes, size));
        await handle.read(firstBytes, 0, firstBytes.length, 0);
        return { size, contentType, firstBytes };
      } finally {
        await handle.close();
      }
    },
    async read(key) {
      const { path, contentType } = pathOf(key);
      const size = await sizeOf(path);
      return size === null ? null : { body: createReadStream(path), contentType, size };
    },
    async delete(key) {
      await rm(pathOf(key).path, { force: true });
    },
  };
}

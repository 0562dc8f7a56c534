import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { contentTypeOfKey, type FileStorage } from './file-storage';

/** Where the API itself serves stored files (the files feature's route). */
export const LOCAL_FILES_PATH = '/files';

/** Files in a folder on this machine (`DATA_DIR/uploads`), served by the API at /files/<key>. */
export function localDiskStorage(folder: string, publicBaseUrl: string): FileStorage {
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

  return {
    name: 'local-disk',
    publicUrl: (key) => `${publicBaseUrl}${LOCAL_FILES_PATH}/${key}`,
    async put(key, body, contentType) {
      const target = pathOf(key);
      if (contentType !== target.contentType) {
        throw new Error(`${key} is stored as ${target.contentType}, not ${contentType}`);
      }
      await mkdir(dirname(target.path), { recursive: true });
      // Written aside, then renamed: a reader never sees half a file.
      const partial = `${target.path}.${process.pid}.partial`;
      await writeFile(partial, body);
      await rename(partial, target.path);
    },
    async exists(key) {
      return (await sizeOf(pathOf(key).path)) !== null;
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

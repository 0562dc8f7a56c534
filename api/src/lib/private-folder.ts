/**
 * How the API creates every folder for its data (DATA_DIR itself, the embedded
 * database, stored files, backups being assembled): with each missing parent,
 * and each readable by the API's user only (0700). The data holds sessions,
 * codes' hashes, generated secrets and members' data exports.
 */
export const PRIVATE_FOLDER = { recursive: true, mode: 0o700 } as const;

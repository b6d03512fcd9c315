// A pretend file server: an in-memory folder table and a short delay.
// Every demo creates its own server, so renaming or adding files in one demo
// does not change the others.

export interface FileItem {
  id: string;
  label: string;
  /** How many children the server holds for this item (0 for a file). */
  childrenCount: number;
}

interface StoredEntry {
  id: string;
  label: string;
}

const initialFolders: Record<string, StoredEntry[]> = {
  root: [
    { id: 'documents', label: 'Documents' },
    { id: 'photos', label: 'Photos' },
    { id: 'music', label: 'Music' },
    { id: 'backups', label: 'Backups (external drive)' },
    { id: 'todo.txt', label: 'todo.txt' },
  ],
  documents: [
    { id: 'documents/invoices', label: 'Invoices' },
    { id: 'documents/cv.pdf', label: 'cv.pdf' },
    { id: 'documents/lease.pdf', label: 'lease.pdf' },
  ],
  'documents/invoices': [
    { id: 'documents/invoices/2025-01.pdf', label: '2025-01.pdf' },
    { id: 'documents/invoices/2025-02.pdf', label: '2025-02.pdf' },
  ],
  photos: [
    { id: 'photos/lisbon', label: 'Lisbon trip' },
    { id: 'photos/profile.jpg', label: 'profile.jpg' },
  ],
  'photos/lisbon': [
    { id: 'photos/lisbon/tram.jpg', label: 'tram.jpg' },
    { id: 'photos/lisbon/alfama.jpg', label: 'alfama.jpg' },
  ],
  music: [
    { id: 'music/playlist.m3u', label: 'playlist.m3u' },
    { id: 'music/demo.mp3', label: 'demo.mp3' },
  ],
  backups: [
    { id: 'backups/2024.zip', label: '2024.zip' },
    { id: 'backups/2025.zip', label: '2025.zip' },
  ],
};

export interface FileServerOptions {
  /** Delay of every answer, in milliseconds. */
  delay?: number;
  /** Makes the request for a folder fail while it returns `true`. */
  isOffline?: (folderId: string) => boolean;
}

export function createFileServer({ delay = 600, isOffline = () => false }: FileServerOptions = {}) {
  const offlineFolders = new Set<string>();
  const folders: Record<string, StoredEntry[]> = Object.fromEntries(
    Object.entries(initialFolders).map(([id, entries]) => [id, entries.map((entry) => ({ ...entry }))]),
  );
  let fileCounter = 0;

  const toFileItem = (entry: StoredEntry): FileItem => ({
    id: entry.id,
    label: entry.label,
    childrenCount: folders[entry.id]?.length ?? 0,
  });

  return {
    /** Answers with the children of a folder, or with the top-level items when `parentId` is undefined. */
    fetchChildren(parentId?: string): Promise<FileItem[]> {
      return new Promise((resolve, reject) => {
        setTimeout(() => {
          if (parentId && (offlineFolders.has(parentId) || isOffline(parentId))) {
            reject(new Error(`Could not reach the folder "${parentId}"`));
            return;
          }
          resolve((folders[parentId ?? 'root'] ?? []).map(toFileItem));
        }, delay);
      });
    },
    /** Takes a folder offline (its requests fail) or back online. */
    setOffline(folderId: string, offline: boolean) {
      if (offline) {
        offlineFolders.add(folderId);
      } else {
        offlineFolders.delete(folderId);
      }
    },
    /** Saves a new label. */
    rename(itemId: string, label: string) {
      Object.values(folders).forEach((entries) => {
        entries.forEach((entry) => {
          if (entry.id === itemId) {
            entry.label = label;
          }
        });
      });
    },
    /** Adds a file at the end of a folder and returns its label. */
    addFile(folderId: string) {
      fileCounter += 1;
      const label = `scan-${String(fileCounter).padStart(2, '0')}.pdf`;
      folders[folderId] = [...(folders[folderId] ?? []), { id: `${folderId}/${label}`, label }];
      return label;
    },
  };
}

export type FileServer = ReturnType<typeof createFileServer>;

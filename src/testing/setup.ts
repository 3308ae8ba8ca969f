// IndexedDB must exist before localforage is imported by any module under test.
import 'fake-indexeddb/auto';

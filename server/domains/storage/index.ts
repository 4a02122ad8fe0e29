// The storage domain's public interface (issue 15 §2): other domains, server/http, realtime, jobs and
// app.ts import only from here; inside the domain, files import each other directly.
export { createPictureStore } from './picture-store';
export type { PictureStore } from './picture-store';
export { reencodeImage, storeContentImage, uploadBytes } from './reencode';

// The share domain's public interface (issue 19): server/http (the card's page and picture) imports only
// from here; inside the domain, files import each other directly.
export { sharePage, sharePicture, type ShareContext } from './share-render';

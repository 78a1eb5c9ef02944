import { startLoader } from './loader/start-loader';

// The page's entry (inserted by the inline loader): arms the islands and trigger links; the island host with
// the federation runtime loads only when one of them is needed (issue 10).
startLoader(document);

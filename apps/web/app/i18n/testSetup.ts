import { serverTranslator } from "@matv/shared/i18n/catalogues";
import { setFallbackTranslator } from "./texts";

// Unit tests render components outside a page: they read the English catalogue, as an English page would.
setFallbackTranslator(serverTranslator("en"));

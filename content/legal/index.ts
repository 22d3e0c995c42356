export type { LegalBlock, LegalContext, LegalDocument, LegalSection } from "./types";

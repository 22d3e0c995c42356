import { getCollection } from "astro:content";

import { byPosition, type Service } from "./services";

/** The service cards (content/services/*.yaml), in their positions' order. */
export async function loadServices(): Promise<Service[]> {
  return (await getCollection("services"))
    .map((entry) => ({ ...entry.data, id: entry.id }))
    .sort(byPosition);
}

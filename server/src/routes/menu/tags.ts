/** The OpenAPI document's group for every menu route. */
export const tags = ['menu'];

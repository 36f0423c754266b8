/** The shop's Pix receiver, as contract/pix.ts keeps it (the key as the DICT holds it, name and city as the code carries them). */
export interface PixSettingsTable {
  location_id: number;
  pix_key: string;
  merchant_name: string;
  merchant_city: string;
}

export interface PixTables {
  pix_settings: PixSettingsTable;
}

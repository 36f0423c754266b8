/** Where a QR code's tile sits on the shop's map ('Salão', migration 022). */
export interface TablePositionsTable {
  qrcode_id: number;
  location_id: number;
  position: number;
  updated_at: string;
}

export interface RoomTables {
  table_positions: TablePositionsTable;
}

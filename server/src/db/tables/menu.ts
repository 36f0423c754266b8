import type { ColumnType, Generated } from 'kysely';

/** A column the database fills when an insert leaves it out. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface ImagesTable {
  id: Generated<number>;
  data: Buffer;
  content_type: string;
  created_at: string;
}

export interface BrandImagesTable {
  provider_id: number;
  image_id: number;
  updated_at: string;
}

export interface ItemGroupsTable {
  id: Generated<number>;
  location_id: number;
  title: string;
  image_id: number | null;
  active: Defaulted<number>;
  position: Defaulted<number>;
  updated_at: string;
}

export interface ItemsTable {
  id: Generated<number>;
  location_id: number;
  group_id: number;
  name: string;
  description: string | null;
  image_id: number | null;
  price_cents: number;
  available: Defaulted<number>;
  updated_at: string;
}

export interface PortionsTable {
  id: Generated<number>;
  item_id: number;
  name: string;
  price_cents: number;
  available: Defaulted<number>;
  created_at: string;
}

export interface OptionGroupsTable {
  id: Generated<number>;
  location_id: number;
  /** The item group (category) whose items offer these options. */
  group_id: number;
  title: string;
  sequence: number | null;
  /** How many options a customer may pick; null means no limit. */
  maxlength: number | null;
  required: Defaulted<number>;
  active: Defaulted<number>;
}

export interface OptionsTable {
  id: Generated<number>;
  option_group_id: number;
  name: string;
  description: string | null;
  price_cents: number;
  available: Defaulted<number>;
}

export interface QrCodesTable {
  id: Generated<number>;
  location_id: number;
  code: string;
  location_name: string;
  prepay: Defaulted<number>;
  active: Defaulted<number>;
  created_at: string;
}

export interface ShopSettingsTable {
  id: Generated<number>;
  provider_id: number;
  location_id: number;
  /** 0 lite (simple menu), 1 full (interactive menu). */
  menu_type: number;
  /** 'Taxa de serviço' in basis points (1000 is 10%); null while off (migration 019). */
  service_charge_basis_points: Defaulted<number | null>;
}

export interface DeliverySettingsTable {
  id: Generated<number>;
  location_id: number;
  phone: string | null;
  slug: string | null;
  active: Defaulted<number>;
  fee_cents: Defaulted<number>;
}

export interface PaymentMethodsTable {
  id: Generated<number>;
  name: string;
  /** 1 for the method paid through the payment provider; a shop takes online payments only with it bound public. */
  online: Defaulted<number>;
}

export interface LocationPaymentMethodsTable {
  id: Generated<number>;
  location_id: number;
  payment_method_id: number;
  is_public: Defaulted<number>;
}

export interface MenuTables {
  images: ImagesTable;
  brand_images: BrandImagesTable;
  item_groups: ItemGroupsTable;
  items: ItemsTable;
  portions: PortionsTable;
  option_groups: OptionGroupsTable;
  options: OptionsTable;
  qrcodes: QrCodesTable;
  shop_settings: ShopSettingsTable;
  delivery_settings: DeliverySettingsTable;
  payment_methods: PaymentMethodsTable;
  location_payment_methods: LocationPaymentMethodsTable;
}

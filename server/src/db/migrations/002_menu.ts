import { sql, type Kysely } from 'kysely';
import { isPostgres, withId } from '../columns';

// Length and range limits are CHECK constraints rather than varchar(n), so SQLite enforces them exactly like
// PostgreSQL does instead of silently storing longer text.
const maxLength = (column: string, length: number) => sql`length(${sql.ref(column)}) <= ${sql.lit(length)}`;
const isFlag = (column: string) => sql`${sql.ref(column)} in (0, 1)`;
const notNegative = (column: string) => sql`${sql.ref(column)} >= 0`;

/** The reference list every shop picks its accepted payment methods from. */
const PAYMENT_METHOD_CATALOGUE = ['Dinheiro', 'Cartão de crédito', 'Cartão de débito', 'Pix', 'Vale-refeição'];

export async function up(db: Kysely<unknown>): Promise<void> {
  const blob = isPostgres(db) ? 'bytea' : 'blob';

  await withId(db, db.schema.createTable('images'))
    .addColumn('data', blob, (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  // One cover per provider; updated_at lets the app defeat caches when the cover changes.
  await db.schema
    .createTable('brand_images')
    .addColumn('provider_id', 'integer', (col) => col.primaryKey().references('providers.id').onDelete('cascade'))
    .addColumn('image_id', 'integer', (col) => col.notNull().references('images.id').onDelete('cascade'))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('brand_images_image_idx').on('brand_images').column('image_id').execute();

  await withId(db, db.schema.createTable('item_groups'))
    .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('image_id', 'integer', (col) => col.references('images.id').onDelete('set null'))
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('item_groups_title_len', maxLength('title', 50))
    .addCheckConstraint('item_groups_active_flag', isFlag('active'))
    .execute();
  await db.schema.createIndex('item_groups_location_idx').on('item_groups').columns(['location_id', 'position']).execute();
  await db.schema.createIndex('item_groups_image_idx').on('item_groups').column('image_id').execute();

  await withId(db, db.schema.createTable('items'))
    .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id'))
    .addColumn('group_id', 'integer', (col) => col.notNull().references('item_groups.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('image_id', 'integer', (col) => col.references('images.id').onDelete('set null'))
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('available', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('items_name_len', maxLength('name', 50))
    .addCheckConstraint('items_description_len', maxLength('description', 255))
    .addCheckConstraint('items_price_range', notNegative('price_cents'))
    .addCheckConstraint('items_available_flag', isFlag('available'))
    .execute();
  await db.schema.createIndex('items_location_idx').on('items').column('location_id').execute();
  await db.schema.createIndex('items_group_idx').on('items').column('group_id').execute();
  await db.schema.createIndex('items_image_idx').on('items').column('image_id').execute();

  // A portion only makes sense with its item, so it goes when the item goes.
  await withId(db, db.schema.createTable('portions'))
    .addColumn('item_id', 'integer', (col) => col.notNull().references('items.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('available', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('portions_name_len', maxLength('name', 50))
    .addCheckConstraint('portions_price_range', notNegative('price_cents'))
    .addCheckConstraint('portions_available_flag', isFlag('available'))
    .execute();
  await db.schema.createIndex('portions_item_idx').on('portions').column('item_id').execute();

  await withId(db, db.schema.createTable('option_groups'))
    .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id'))
    .addColumn('group_id', 'integer', (col) => col.notNull().references('item_groups.id'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('sequence', 'integer')
    .addColumn('maxlength', 'integer')
    .addColumn('required', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addCheckConstraint('option_groups_title_len', maxLength('title', 50))
    .addCheckConstraint('option_groups_maxlength_range', sql`maxlength between 1 and 99`)
    .addCheckConstraint('option_groups_required_flag', isFlag('required'))
    .addCheckConstraint('option_groups_active_flag', isFlag('active'))
    .execute();
  await db.schema.createIndex('option_groups_location_idx').on('option_groups').column('location_id').execute();
  await db.schema.createIndex('option_groups_group_idx').on('option_groups').columns(['group_id', 'sequence']).execute();

  // No cascade: the rules forbid removing an option group that still has options.
  await withId(db, db.schema.createTable('options'))
    .addColumn('option_group_id', 'integer', (col) => col.notNull().references('option_groups.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('available', 'integer', (col) => col.notNull().defaultTo(1))
    .addCheckConstraint('options_name_len', maxLength('name', 50))
    .addCheckConstraint('options_description_len', maxLength('description', 255))
    .addCheckConstraint('options_price_range', notNegative('price_cents'))
    .addCheckConstraint('options_available_flag', isFlag('available'))
    .execute();
  await db.schema.createIndex('options_option_group_idx').on('options').column('option_group_id').execute();

  await withId(db, db.schema.createTable('qrcodes'))
    .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id'))
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('location_name', 'text', (col) => col.notNull())
    .addColumn('prepay', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('qrcodes_location_name_len', maxLength('location_name', 20))
    .addCheckConstraint('qrcodes_prepay_flag', isFlag('prepay'))
    .addCheckConstraint('qrcodes_active_flag', isFlag('active'))
    .execute();
  await db.schema.createIndex('qrcodes_location_idx').on('qrcodes').columns(['location_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('shop_settings'))
    .addColumn('provider_id', 'integer', (col) => col.notNull().references('providers.id'))
    .addColumn('location_id', 'integer', (col) => col.notNull().unique().references('locations.id'))
    .addColumn('menu_type', 'integer', (col) => col.notNull())
    .addCheckConstraint('shop_settings_menu_type', sql`menu_type in (0, 1)`)
    .execute();
  await db.schema.createIndex('shop_settings_provider_idx').on('shop_settings').column('provider_id').execute();

  // Several shops may leave the slug empty, so it is nullable and unique only when present (both databases
  // let NULLs repeat under a unique constraint).
  await withId(db, db.schema.createTable('delivery_settings'))
    .addColumn('location_id', 'integer', (col) => col.notNull().unique().references('locations.id'))
    .addColumn('phone', 'text')
    .addColumn('slug', 'text', (col) => col.unique())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('fee_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('delivery_settings_slug_len', maxLength('slug', 20))
    .addCheckConstraint('delivery_settings_active_flag', isFlag('active'))
    .addCheckConstraint('delivery_settings_fee_range', notNegative('fee_cents'))
    .execute();

  await withId(db, db.schema.createTable('payment_methods'))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .execute();
  // The catalogue is reference data every installation needs, with or without demo data.
  await (db as Kysely<{ payment_methods: { name: string } }>)
    .insertInto('payment_methods')
    .values(PAYMENT_METHOD_CATALOGUE.map((name) => ({ name })))
    .execute();

  await withId(db, db.schema.createTable('location_payment_methods'))
    .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id'))
    .addColumn('payment_method_id', 'integer', (col) => col.notNull().references('payment_methods.id'))
    .addColumn('is_public', 'integer', (col) => col.notNull().defaultTo(1))
    .addUniqueConstraint('location_payment_methods_pair', ['location_id', 'payment_method_id'])
    .addCheckConstraint('location_payment_methods_public_flag', isFlag('is_public'))
    .execute();
  await db.schema
    .createIndex('location_payment_methods_method_idx')
    .on('location_payment_methods')
    .column('payment_method_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'location_payment_methods',
    'payment_methods',
    'delivery_settings',
    'shop_settings',
    'qrcodes',
    'options',
    'option_groups',
    'portions',
    'items',
    'item_groups',
    'brand_images',
    'images',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Where this device stands: parcels are received (and weighed) at the China warehouse and
 * checked in at the Vietnam warehouse. Chosen once per device, since a scanner stays in one place.
 */
export const warehouses = ['china', 'vietnam'] as const;
export type Warehouse = (typeof warehouses)[number];

export const warehouseNames: Record<Warehouse, MessageDescriptor> = {
  china: msg`Kho Trung Quốc`,
  vietnam: msg`Kho Việt Nam`,
};

const WAREHOUSE_KEY = 'muaho.warehouse';

export function storedWarehouse(): Warehouse | null {
  try {
    const value = localStorage.getItem(WAREHOUSE_KEY);
    return (warehouses as readonly string[]).includes(value ?? '') ? (value as Warehouse) : null;
  } catch {
    // Storage refused (private mode): the choice lasts as long as the page.
    return null;
  }
}

export function storeWarehouse(warehouse: Warehouse): void {
  try {
    localStorage.setItem(WAREHOUSE_KEY, warehouse);
  } catch {
    // See storedWarehouse.
  }
}

/** Grams as the scale shows them, in kg with one decimal below 100 kg. */
export const kilograms = (grams: number, number: (value: number) => string) => `${number(Math.round(grams / 100) / 10)} kg`;

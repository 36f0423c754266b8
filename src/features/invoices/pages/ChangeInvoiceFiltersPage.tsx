import { useMemo } from 'react';
import { invoicePaymentMethods, paymentMethodLabels } from '@contract/payment-methods';
import { invoiceStatuses } from '@contract/statuses';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/shared/routing/paths';
import { CheckboxGroupField } from '@/shared/filters/CheckboxGroupField';
import { DateRangeFields } from '@/shared/filters/DateRangeFields';
import { FilterScreen } from '@/shared/filters/FilterScreen';
import { todayOf } from '@/shared/filters/rules';
import { arePaymentMethodsDisabled, defaultInvoiceFilters, invoiceStatusLabels, isOpenStatusDisabled } from '@/ordering/invoices/rules';
import { fromFilterValues, invoiceFiltersSchema, toFilterValues, type InvoiceFilterValues } from '../schema';
import { selectInvoiceFilters } from '../list/selectors';
import { filtersChanged } from '../list/slice';

export default function ChangeInvoiceFiltersPage() {
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectInvoiceFilters);
  const today = useMemo(() => todayOf(), []);
  const schema = useMemo(() => invoiceFiltersSchema(today), [today]);
  const current = useMemo(() => toFilterValues(filters), [filters]);
  const defaults = useMemo(() => toFilterValues(defaultInvoiceFilters()), []);

  return (
    <FilterScreen<InvoiceFilterValues>
      current={current}
      defaults={defaults}
      schema={schema}
      backTo={paths.Invoices}
      onConfirm={(values) => dispatch(filtersChanged(fromFilterValues(values)))}
    >
      {(formik) => (
        <>
          <DateRangeFields formik={formik} startName="from" endName="until" today={today} />
          <CheckboxGroupField
            formik={formik}
            name="status"
            title="Situação"
            options={invoiceStatuses.map((status) => ({
              value: status,
              label: invoiceStatusLabels[status],
              disabled: status === 'open' && isOpenStatusDisabled(formik.values),
            }))}
          />
          <CheckboxGroupField
            formik={formik}
            name="paymentMethods"
            title="Meio de pagamento"
            options={invoicePaymentMethods.map((method) => ({
              value: method,
              label: paymentMethodLabels[method],
              disabled: arePaymentMethodsDisabled(formik.values),
            }))}
          />
        </>
      )}
    </FilterScreen>
  );
}

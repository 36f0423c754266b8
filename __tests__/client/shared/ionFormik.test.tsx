import { act, fireEvent, render, renderHook, waitFor } from '@testing-library/react';
import { IonInput, IonToggle } from '@ionic/react';
import { useFormik } from 'formik';
import { boolean, number, object, string } from 'yup';
import '@/shared/forms/locale';
import { ionCheckedProps, ionFieldProps } from '@/shared/forms/ionFormik';
import { price } from '@/shared/forms/price';
import { formatMoneyInput, parseMoneyInput } from '@/shared/lib/money';

interface Values {
  name: string;
  price: number | null;
  available: boolean;
}

const schema = object({
  name: string().label('Nome').required().max(5),
  price: price('Preço').nullable().required(),
  available: boolean(),
});

function useForm() {
  return useFormik<Values>({
    initialValues: { name: '', price: 12.5, available: false },
    validationSchema: schema,
    onSubmit: () => undefined,
  });
}

const money = { parse: parseMoneyInput, format: formatMoneyInput };
const typed = (value: string | null, target: { value?: unknown } | null = null) => ({ detail: { value }, target: target as EventTarget | null });

describe('ionFieldProps', () => {
  it('starts untouched, with no error shown', () => {
    const { result } = renderHook(useForm);
    const props = ionFieldProps(result.current, 'name');
    expect(props).toMatchObject({ name: 'name', value: '' });
    expect(props.errorText).toBeUndefined();
    expect(props.className).toBeUndefined();
  });

  it('stores typed text and shows the error once the field is touched', async () => {
    const { result } = renderHook(useForm);
    await act(async () => {
      ionFieldProps(result.current, 'name').onIonInput(typed('abcdef'));
    });
    expect(result.current.values.name).toBe('abcdef');
    expect(ionFieldProps(result.current, 'name').className).toBeUndefined();

    await act(async () => {
      ionFieldProps(result.current, 'name').onIonBlur();
    });
    const props = ionFieldProps(result.current, 'name');
    expect(props.errorText).toBe('Nome deve ter no máximo 5 caracteres');
    expect(props.className).toBe('ion-touched ion-invalid');
  });

  it('marks a touched valid field as valid', async () => {
    const { result } = renderHook(useForm);
    await act(async () => {
      ionFieldProps(result.current, 'name').onIonInput(typed('Suco'));
    });
    await act(async () => {
      ionFieldProps(result.current, 'name').onIonBlur();
    });
    await waitFor(() => expect(ionFieldProps(result.current, 'name').className).toBe('ion-touched ion-valid'));
    expect(ionFieldProps(result.current, 'name').errorText).toBeUndefined();
  });

  it('treats a cleared input as empty text', async () => {
    const { result } = renderHook(useForm);
    await act(async () => {
      ionFieldProps(result.current, 'name').onIonInput(typed(null));
    });
    expect(result.current.values.name).toBe('');
  });

  describe('with the money parser', () => {
    it('shows the value formatted', () => {
      const { result } = renderHook(useForm);
      expect(ionFieldProps(result.current, 'price', money).value).toBe('12,50');
    });

    it('fills from the right and rewrites the input text', async () => {
      const { result } = renderHook(useForm);
      const input = { value: '12,503' };
      await act(async () => {
        ionFieldProps(result.current, 'price', money).onIonInput(typed('12,503', input));
      });
      expect(result.current.values.price).toBe(125.03);
      expect(input.value).toBe('125,03');
      expect(ionFieldProps(result.current, 'price', money).value).toBe('125,03');
    });

    it('drops a typed letter from the input even though the value does not change', async () => {
      const { result } = renderHook(useForm);
      const input = { value: '12,50a' };
      await act(async () => {
        ionFieldProps(result.current, 'price', money).onIonInput(typed('12,50a', input));
      });
      expect(result.current.values.price).toBe(12.5);
      expect(input.value).toBe('12,50');
    });

    it('stores null when the field is emptied, so the required message shows', async () => {
      const { result } = renderHook(useForm);
      await act(async () => {
        ionFieldProps(result.current, 'price', money).onIonInput(typed('', { value: '' }));
      });
      await act(async () => {
        ionFieldProps(result.current, 'price', money).onIonBlur();
      });
      expect(result.current.values.price).toBeNull();
      await waitFor(() => expect(ionFieldProps(result.current, 'price', money).errorText).toBe('Esse campo é obrigatório'));
    });
  });
});

describe('ionCheckedProps', () => {
  it('binds checked and stores the new state', async () => {
    const { result } = renderHook(useForm);
    expect(ionCheckedProps(result.current, 'available')).toMatchObject({ name: 'available', checked: false });
    await act(async () => {
      ionCheckedProps(result.current, 'available').onIonChange({ detail: { checked: true } });
    });
    expect(result.current.values.available).toBe(true);
    expect(result.current.touched.available).toBe(true);
    expect(ionCheckedProps(result.current, 'available').checked).toBe(true);
  });
});

describe('bound to real Ionic elements', () => {
  function Form({ onValues }: { onValues: (values: Values) => void }) {
    const formik = useForm();
    onValues(formik.values);
    return (
      <form>
        <IonInput label="Nome" {...ionFieldProps(formik, 'name')} />
        <IonToggle {...ionCheckedProps(formik, 'available')}>Disponível</IonToggle>
      </form>
    );
  }

  it('receives ionInput, ionBlur and ionChange and shows the error on the input', async () => {
    const onValues = jest.fn();
    const { container } = render(<Form onValues={onValues} />);
    const input = container.querySelector('ion-input') as HTMLElement & { errorText?: string };
    const toggle = container.querySelector('ion-toggle') as HTMLElement;

    // One act per event: a user's input and blur never land in the same render.
    await act(async () => {
      fireEvent(input, new CustomEvent('ionInput', { detail: { value: 'abcdefg' } }));
    });
    await act(async () => {
      fireEvent(input, new CustomEvent('ionBlur'));
    });
    await act(async () => {
      fireEvent(toggle, new CustomEvent('ionChange', { detail: { checked: true } }));
    });

    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'abcdefg', available: true })));
    await waitFor(() => expect(input).toHaveClass('ion-touched', 'ion-invalid'));
    expect(input.errorText).toBe('Nome deve ter no máximo 5 caracteres');
  });
});

it('keeps the numeric schema type for the price helper', () => {
  expect(price('Preço').type).toBe(number().type);
});

import { createRef, type ChangeEvent, type FocusEvent } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@club/ui/form-field';

/** What react-hook-form's register() returns: name, handlers and a callback ref. */
function fakeRegister<T extends HTMLElement>(name: string) {
  const element: { current: T | null } = { current: null };
  const onChange = vi.fn((_event: ChangeEvent<T>) => Promise.resolve());
  const onBlur = vi.fn((_event: FocusEvent<T>) => Promise.resolve());
  return {
    element,
    props: { name, onChange, onBlur, ref: (node: T | null) => void (element.current = node) },
  };
}

describe('TextField', () => {
  it('ties the label to the input', () => {
    render(<TextField label="Company name" name="companyName" />);
    const input = screen.getByLabelText('Company name');
    expect(input).toHaveAttribute('name', 'companyName');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('uses a given id', () => {
    render(<TextField label="E-mail" id="email" type="email" />);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('id', 'email');
  });

  it('marks a required field without native validation', () => {
    render(<TextField label="Name" required />);
    const input = screen.getByRole('textbox', { name: /Name/ });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('sets aria-invalid and describes the input with the error and the hint', () => {
    render(
      <TextField
        label="Mobile number"
        hint="Ten digits"
        error="Enter a 10-digit mobile number"
        id="mobile"
      />,
    );
    const input = screen.getByLabelText('Mobile number');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'mobile-error mobile-hint');
    expect(input).toHaveAccessibleDescription('Enter a 10-digit mobile number Ten digits');
    expect(screen.getByText('Enter a 10-digit mobile number')).toBeInTheDocument();
  });

  it('renders a prefix slot', () => {
    render(
      <TextField
        label="Mobile"
        prefix={
          <select aria-label="Country code" defaultValue="+91">
            <option value="+91">+91</option>
            <option value="+1">+1</option>
          </select>
        }
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('+91');
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toBeInTheDocument();
  });

  it('accepts register() output: ref, name, onChange and onBlur', async () => {
    const user = userEvent.setup();
    const field = fakeRegister<HTMLInputElement>('email');
    render(<TextField label="E-mail" {...field.props} />);
    const input = screen.getByLabelText('E-mail');
    expect(field.element.current).toBe(input);
    await user.type(input, 'a@b.in');
    await user.tab();
    expect(field.props.onChange).toHaveBeenCalledTimes(6);
    expect(field.props.onBlur).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('a@b.in');
  });

  it('forwards an object ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="City" ref={ref} />);
    expect(ref.current).toBe(screen.getByLabelText('City'));
  });
});

describe('TextAreaField', () => {
  it('ties the label, shows the error and counts characters live', async () => {
    const user = userEvent.setup();
    render(<TextAreaField label="Brief" maxLength={280} error="Too short" id="brief" />);
    const textarea = screen.getByLabelText('Brief');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAttribute('maxlength', '280');
    expect(textarea.getAttribute('aria-describedby')).toContain('brief-error');
    expect(textarea.getAttribute('aria-describedby')).toContain('brief-count');
    expect(screen.getByText('0/280')).toBeInTheDocument();
    await user.type(textarea, 'Hello world!');
    expect(screen.getByText('12/280')).toBeInTheDocument();
  });

  it('starts the counter from a default value and calls a register() onChange', async () => {
    const user = userEvent.setup();
    const field = fakeRegister<HTMLTextAreaElement>('about');
    render(<TextAreaField label="About" maxLength={10} defaultValue="abc" {...field.props} />);
    expect(screen.getByText('3/10')).toBeInTheDocument();
    await user.type(screen.getByLabelText('About'), 'de');
    expect(screen.getByText('5/10')).toBeInTheDocument();
    expect(field.props.onChange).toHaveBeenCalledTimes(2);
    expect(field.element.current).toBe(screen.getByLabelText('About'));
  });

  it('counts a value set on the element before the ref is attached', () => {
    const ref = (node: HTMLTextAreaElement | null) => {
      if (node) node.value = 'preset';
    };
    render(<TextAreaField label="Notes" maxLength={50} ref={ref} />);
    expect(screen.getByText('6/50')).toBeInTheDocument();
  });

  it('has no counter without maxLength', () => {
    render(<TextAreaField label="Notes" />);
    expect(screen.queryByText(/\/\d+$/)).not.toBeInTheDocument();
  });
});

describe('TextField with a counter', () => {
  it('counts under the field, as a text area does, and only when asked', async () => {
    const user = userEvent.setup();
    const field = fakeRegister<HTMLInputElement>('title');
    render(<TextField label="Title" maxLength={20} counter {...field.props} />);
    const input = screen.getByLabelText('Title');
    const counter = screen.getByText('0/20');
    expect(input.compareDocumentPosition(counter) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(input.getAttribute('aria-describedby')).toContain(counter.parentElement?.id);
    await user.type(input, 'Valves');
    expect(screen.getByText('6/20')).toBeInTheDocument();
    expect(field.props.onChange).toHaveBeenCalledTimes(6);
    expect(field.element.current).toBe(input);
  });

  it('has no counter without the counter prop', () => {
    render(<TextField label="PAN" maxLength={10} />);
    expect(screen.queryByText(/\/\d+$/)).not.toBeInTheDocument();
  });
});

describe('SelectField', () => {
  const options = [
    { value: '1', label: 'Gujarat' },
    { value: '2', label: 'Maharashtra' },
  ];

  it('ties the label and renders the placeholder and options', async () => {
    const user = userEvent.setup();
    render(<SelectField label="State" options={options} placeholder="Select a state" />);
    const select = screen.getByLabelText('State');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a state',
      'Gujarat',
      'Maharashtra',
    ]);
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'Maharashtra');
    expect(select).toHaveValue('2');
  });

  it('sets aria-invalid and shows the error', () => {
    render(<SelectField label="State" options={options} error="Select your state" />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Select your state');
  });

  it('can be disabled', () => {
    render(<SelectField label="State" options={options} disabled />);
    expect(screen.getByLabelText('State')).toBeDisabled();
  });
});

describe('CheckboxField', () => {
  it('ties the label, toggles, and reports errors', async () => {
    const user = userEvent.setup();
    render(
      <CheckboxField
        label="I accept the terms"
        error="You must accept the terms"
        hint="Required"
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('You must accept the terms Required');
    await user.click(screen.getByText('I accept the terms'));
    expect(checkbox).toBeChecked();
  });

  it('accepts register() output', () => {
    const field = fakeRegister<HTMLInputElement>('agree');
    render(<CheckboxField label="Agree" {...field.props} />);
    expect(field.element.current).toBe(screen.getByLabelText('Agree'));
    expect(screen.getByLabelText('Agree')).toHaveAttribute('name', 'agree');
  });
});

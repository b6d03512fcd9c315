import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import {
  DEPARTMENTS,
  EMPLOYMENT_TYPES,
  TODAY,
  type Department,
  type Employee,
  type EmployeeDraft,
  type EmploymentType,
} from '../employeesStore';

interface FormValues {
  name: string;
  email: string;
  department: Department | '';
  role: string;
  startDate: Dayjs | null;
  employmentType: EmploymentType;
  active: boolean;
}

type FieldName = 'name' | 'email' | 'department' | 'startDate';
type FormErrors = Partial<Record<FieldName, string>>;

/** The order errors are looked at, top to bottom: the first one gets the focus. */
const FIELD_ORDER: FieldName[] = ['name', 'email', 'department', 'startDate'];

const today = dayjs(TODAY);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emptyValues(): FormValues {
  return {
    name: '',
    email: '',
    department: '',
    role: '',
    startDate: today,
    employmentType: 'Full-time',
    active: true,
  };
}

function valuesOf(employee: Employee): FormValues {
  return {
    name: employee.name,
    email: employee.email,
    department: employee.department,
    role: employee.role,
    startDate: dayjs(employee.startDate),
    employmentType: employee.employmentType,
    active: employee.active,
  };
}

function validate(values: FormValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.name.trim()) {
    errors.name = 'Enter the employee’s name.';
  }
  if (!values.email.trim()) {
    errors.email = 'Enter an email address.';
  } else if (!EMAIL_PATTERN.test(values.email.trim())) {
    errors.email = 'Enter an email address like name@company.com.';
  }
  if (!values.department) {
    errors.department = 'Choose a department.';
  }
  if (!values.startDate) {
    errors.startDate = 'Enter a start date.';
  } else if (!values.startDate.isValid()) {
    errors.startDate = 'Enter a complete date, like 03/02/2026.';
  } else if (values.startDate.isAfter(today, 'day')) {
    errors.startDate = `The start date can’t be after today (${today.format('MMM D, YYYY')}).`;
  }
  return errors;
}

interface EmployeeFormDialogProps {
  open: boolean;
  /** The employee being edited, or `null` for a new one. */
  employee: Employee | null;
  onClose: () => void;
  onSubmit: (draft: EmployeeDraft) => void;
}

/**
 * One form for adding and for editing an employee. Nothing is checked while the reader types the first
 * time; "Save" checks every field, shows each problem under its field and moves the focus to the first
 * one. After that, a field is checked again when the reader leaves it.
 */
export default function EmployeeFormDialog({ open, employee, onClose, onSubmit }: EmployeeFormDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [values, setValues] = React.useState<FormValues>(emptyValues);
  const [errors, setErrors] = React.useState<FormErrors>({});
  const [submitted, setSubmitted] = React.useState(false);

  const nameRef = React.useRef<HTMLInputElement>(null);
  const emailRef = React.useRef<HTMLInputElement>(null);
  const departmentRef = React.useRef<HTMLInputElement>(null);
  // The date field is a group of sections (month, day, year): the first one takes the focus.
  const startDateRef = React.useRef<HTMLDivElement>(null);

  // Start from the employee (or a blank form) each time the dialog opens.
  const [openedFor, setOpenedFor] = React.useState<{ open: boolean; employee: Employee | null }>({
    open: false,
    employee: null,
  });
  if (openedFor.open !== open || openedFor.employee !== employee) {
    setOpenedFor({ open, employee });
    if (open) {
      setValues(employee ? valuesOf(employee) : emptyValues());
      setErrors({});
      setSubmitted(false);
    }
  }

  const focusField = (field: FieldName) => {
    if (field === 'startDate') {
      startDateRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
      return;
    }
    const refs = { name: nameRef, email: emailRef, department: departmentRef };
    refs[field].current?.focus();
  };

  const change = <K extends keyof FormValues>(field: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  /** After the first "Save", leaving a field checks it again. */
  const revalidate = (field: FieldName, next: FormValues = values) => {
    if (submitted) {
      setErrors((current) => ({ ...current, [field]: validate(next)[field] }));
    }
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }
    onSubmit({
      name: values.name.trim(),
      email: values.email.trim(),
      department: values.department as Department,
      role: values.role.trim(),
      startDate: values.startDate!.format('YYYY-MM-DD'),
      employmentType: values.employmentType,
      active: values.active,
    });
  };

  const title = employee ? `Edit ${employee.name}` : 'New employee';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="employee-form-title"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: handleSubmit } as object }}
    >
      <DialogTitle id="employee-form-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Name"
              name="name"
              autoComplete="off"
              required
              autoFocus
              inputRef={nameRef}
              value={values.name}
              onChange={(event) => change('name', event.target.value)}
              onBlur={() => revalidate('name')}
              error={Boolean(errors.name)}
              helperText={errors.name}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="off"
              required
              inputRef={emailRef}
              value={values.email}
              onChange={(event) => change('email', event.target.value)}
              onBlur={() => revalidate('email')}
              error={Boolean(errors.email)}
              helperText={errors.email ?? 'An address containing “fail@” shows what happens when the server refuses.'}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              label="Department"
              name="department"
              required
              inputRef={departmentRef}
              value={values.department}
              onChange={(event) => {
                const next = { ...values, department: event.target.value as Department };
                setValues(next);
                revalidate('department', next);
              }}
              error={Boolean(errors.department)}
              helperText={errors.department}
            >
              {DEPARTMENTS.map((department) => (
                <MenuItem key={department} value={department}>
                  {department}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Role"
              name="role"
              autoComplete="off"
              value={values.role}
              onChange={(event) => change('role', event.target.value)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <DatePicker
              label="Start date"
              value={values.startDate}
              maxDate={today}
              referenceDate={today}
              onChange={(value) => {
                const next = { ...values, startDate: value };
                setValues(next);
                if (errors.startDate) {
                  revalidate('startDate', next);
                }
              }}
              slotProps={{
                textField: {
                  ref: startDateRef,
                  name: 'startDate',
                  required: true,
                  fullWidth: true,
                  onBlur: () => revalidate('startDate'),
                  error: Boolean(errors.startDate),
                  helperText: errors.startDate,
                },
              }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormControl>
              <FormLabel id="employment-type-label">Employment type</FormLabel>
              <RadioGroup
                row
                aria-labelledby="employment-type-label"
                name="employmentType"
                value={values.employmentType}
                onChange={(event) => change('employmentType', event.target.value as EmploymentType)}
              >
                {EMPLOYMENT_TYPES.map((type) => (
                  <FormControlLabel key={type} value={type} control={<Radio size="small" />} label={type} />
                ))}
              </RadioGroup>
            </FormControl>
          </Grid>
          <Grid size={12}>
            <FormControlLabel
              control={
                <Switch
                  name="active"
                  checked={values.active}
                  onChange={(event) => change('active', event.target.checked)}
                />
              }
              label="Active"
            />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained">
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TERMS, TERMS_UPDATED } from '../terms';

interface TermsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The terms in brief, readable before agreeing to them. */
export default function TermsDialog({ open, onClose }: TermsDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="terms-title" maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id="terms-title">Quillpost terms in brief</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {TERMS_UPDATED}
        </Typography>
        <Stack spacing={2}>
          {TERMS.map((term) => (
            <div key={term.title}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {term.title}
              </Typography>
              <Typography variant="body2">{term.text}</Typography>
            </div>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

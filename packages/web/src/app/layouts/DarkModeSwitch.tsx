import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { useUiStore } from '../../stores/ui.store.ts';

/** Top-bar switch between the light and dark theme; the choice is stored locally. */
export function DarkModeSwitch() {
  const isDarkMode = useUiStore((state) => state.isDarkMode);
  const setDarkMode = useUiStore((state) => state.setDarkMode);
  return (
    <Tooltip title={isDarkMode ? 'Switch to light mode' : 'Switch to dark mode'}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        {isDarkMode ? (
          <DarkModeOutlinedIcon fontSize="small" aria-hidden />
        ) : (
          <LightModeOutlinedIcon fontSize="small" aria-hidden />
        )}
        <Switch
          checked={isDarkMode}
          onChange={(event) => {
            setDarkMode(event.target.checked);
          }}
          slotProps={{ input: { 'aria-label': 'Dark mode' } }}
          data-testid="dark-mode-switch"
        />
      </Box>
    </Tooltip>
  );
}

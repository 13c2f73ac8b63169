"""Audio in one place: WAV read/write, resampling, speech energy, LiveKit frames.

A small library shared by the adapters that touch audio: the speech providers (STT input,
TTS output, `voice-agent transcribe` / `say`), the replay harness (caller WAVs, the timeline,
`call.wav`), the load-test simulator, `scripts/make_fixtures.py` and the tests. It depends on
numpy (scipy only when resampling, livekit.rtc only in `frames`) and on no other adapter, so
providers and replay both use it without depending on each other for it.

    wav      read_wav / iter_wav / inspect_wav (one reader, a `WavPolicy` says how strict),
             write_wav / write_stereo_wav, AudioFileError
    dsp      resample, StreamResampler, sanitize (any shape to mono in [-1, 1]), to_int16
    energy   SpeechDetector (measure a finished signal), EnergySegmenter (follow a stream)
    frames   LiveKit AudioFrame <-> numpy
    errors   AudioFileError (no numpy: the CLI imports it to build its parser)

Import from the submodules; this package imports nothing, so `voice-agent --help` stays fast.
"""

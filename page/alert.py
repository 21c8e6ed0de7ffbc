"""The turn clock's warning in its last seconds, where the visitor allowed
it (the play board's setting): a short vibration where the device can, and
a short beep."""

from browser import window

sound = []                  # the one audio context, made at the first warning


def warn():
    if hasattr(window.navigator, "vibrate"):
        window.navigator.vibrate(200)
    if not sound and hasattr(window, "AudioContext"):
        sound.append(window.AudioContext.new())
    if sound:
        context = sound[0]
        tone, volume = context.createOscillator(), context.createGain()
        tone.frequency.value, volume.gain.value = 880, 0.2
        tone.connect(volume)
        volume.connect(context.destination)
        tone.start()
        tone.stop(context.currentTime + 0.15)
